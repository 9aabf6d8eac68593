import { useRef, useState } from 'react';
import { AnswerLimits, CHECKBOX_SEPARATOR, type TranslatedQuestion } from '@app/contracts';
import { apiBase } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { useTexts } from '../../i18n/i18n';
import { optionText } from './translatedPages';
import { Button, Field, ProgressBar, TextArea, TextInput, type FieldWiring } from '../clientShell/controls';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface QuestionFieldProps {
  /** In the client's language; its options' values stay the stored (English) ones. */
  question: TranslatedQuestion;
  value: string | null;
  answerSetId: string;
  onChange: (value: string | null) => void;
  /** Shown in red: a required answer missing, or a date that is not one. */
  error?: string;
}

/** One question of a page in its type's control (spec 02 §3: the 8 question types). */
export function QuestionField({ question, value, answerSetId, onChange, error }: QuestionFieldProps) {
  const t = useTexts('form');
  const { key, label, description, questionType } = question;
  if (questionType === 'Label') {
    return (
      <div className="cs-field">
        <p style={{ fontWeight: 500 }}>{label}</p>
        {description && <p>{description}</p>}
      </div>
    );
  }
  const dateError = questionType === 'DatePicker' && value && !DATE.test(value) ? t('invalidDate') : undefined;
  const isGroup = questionType === 'RadioButtonList' || questionType === 'CheckBoxList';
  return (
    <Field id={`q-${key}`} label={label} extra={description} required={question.isRequired} error={error ?? dateError} group={isGroup}>
      {(wiring) => <Control question={question} value={value} answerSetId={answerSetId} onChange={onChange} wiring={wiring} />}
    </Field>
  );
}

function Control({ question, value, answerSetId, onChange, wiring }: Omit<QuestionFieldProps, 'error'> & { wiring: FieldWiring }) {
  const t = useTexts('form');
  const text = value ?? '';
  const set = (next: string) => onChange(next === '' ? null : next);
  const options = question.options ?? [];
  switch (question.questionType) {
    case 'Textarea':
      return <TextArea {...wiring} value={text} onChange={(event) => set(event.target.value)} />;
    case 'DatePicker':
      return <TextInput {...wiring} type="date" value={text} placeholder={t('datePlaceholder')} onChange={(event) => set(event.target.value)} />;
    case 'SelectList':
      return (
        <select {...wiring} className="cs-input" value={text} onChange={(event) => set(event.target.value)}>
          <option value="" />
          {options.map((option) => (
            <option key={option} value={option}>
              {optionText(question, option)}
            </option>
          ))}
        </select>
      );
    case 'RadioButtonList':
      return (
        <div className="cs-choices">
          {options.map((option) => (
            <label key={option} className="cs-choice">
              <input type="radio" name={wiring.id} value={option} checked={value === option} onChange={() => set(option)} />
              {optionText(question, option)}
            </label>
          ))}
        </div>
      );
    case 'CheckBoxList': {
      const chosen = text ? text.split(CHECKBOX_SEPARATOR) : [];
      const toggle = (option: string, on: boolean) => set(options.filter((other) => (other === option ? on : chosen.includes(other))).join(CHECKBOX_SEPARATOR));
      return (
        <div className="cs-choices">
          {options.map((option) => (
            <label key={option} className="cs-choice">
              <input type="checkbox" value={option} checked={chosen.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />
              {optionText(question, option)}
            </label>
          ))}
        </div>
      );
    }
    case 'File':
      return <FileAnswer wiring={wiring} value={value} answerSetId={answerSetId} onChange={onChange} />;
    default:
      return <TextInput {...wiring} value={text} onChange={(event) => set(event.target.value)} />;
  }
}

/**
 * A File answer: the upload with its progress; the stored value (`<file id>/<name>`) becomes the answer.
 * A file over the service's bound is refused here, before a byte of it goes over a phone's signal. Each
 * question's upload goes on its own (a page's files go up at once); a file picked again while one is on
 * its way replaces it: the earlier upload, whenever it ends, changes nothing. Remove clears the answer
 * (and drops an upload on its way); the service then deletes the file.
 */
function FileAnswer({ wiring, value, answerSetId, onChange }: { wiring: FieldWiring; value: string | null; answerSetId: string; onChange: (value: string | null) => void }) {
  const t = useTexts('form');
  const { jwtToken } = useAppSelector(selectAuth);
  const [progress, setProgress] = useState<number | null>(null);
  const messages = useTexts('messages');
  const [failure, setFailure] = useState<'tooLarge' | 'failed' | null>(null);
  const latest = useRef<XMLHttpRequest | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    latest.current = null;
    setProgress(null);
    setFailure(null);
    if (input.current) input.current.value = '';
    onChange(null);
  };
  const upload = (file: File) => {
    latest.current = null;
    if (file.size > AnswerLimits.fileBytes) {
      setFailure('tooLarge');
      return;
    }
    const request = new XMLHttpRequest();
    latest.current = request;
    const replaced = () => latest.current !== request;
    request.open('POST', `${apiBase()}/answerSet/${encodeURIComponent(answerSetId)}/file`);
    if (jwtToken) request.setRequestHeader('authorization', `Bearer ${jwtToken}`);
    request.upload.onprogress = (event) => !replaced() && event.lengthComputable && setProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      if (replaced()) return;
      setProgress(null);
      const stored = request.status >= 200 && request.status < 300 ? (JSON.parse(request.responseText) as { value?: string }).value : undefined;
      setFailure(stored ? null : request.status === 413 ? 'tooLarge' : 'failed');
      if (stored) onChange(stored);
    };
    request.onerror = () => {
      if (replaced()) return;
      setProgress(null);
      setFailure('failed');
    };
    const body = new FormData();
    body.append('file', file);
    setFailure(null);
    setProgress(0);
    request.send(body);
  };
  return (
    <>
      {value && (
        <p>
          {t('uploaded', { name: value.slice(value.indexOf('/') + 1) })} <Button onClick={remove}>{t('removeFile')}</Button>
        </p>
      )}
      <input {...wiring} ref={input} type="file" style={{ minHeight: 44 }} onChange={(event) => event.target.files?.[0] && upload(event.target.files[0])} />
      {progress !== null && <ProgressBar percent={progress} text={`${progress}%`} />}
      {failure && <p className="cs-error-text">{failure === 'tooLarge' ? messages('fileTooLarge') : t('uploadFailed')}</p>}
    </>
  );
}
