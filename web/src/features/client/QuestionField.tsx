import { Checkbox, Form, Input, Progress, Radio } from 'antd';
import { useState } from 'react';
import { CHECKBOX_SEPARATOR, type TranslatedQuestion } from '@app/contracts';
import { apiBase } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { useTexts } from '../../i18n/i18n';
import { optionText } from './translatedPages';

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
  const { key, label, description, questionType, options } = question;
  if (questionType === 'Label') {
    return (
      <div style={{ marginBottom: 16 }}>
        <p style={{ fontWeight: 500 }}>{label}</p>
        {description && <p>{description}</p>}
      </div>
    );
  }
  const dateError = questionType === 'DatePicker' && value && !DATE.test(value) ? t('invalidDate') : undefined;
  const shown = error ?? dateError;
  const id = `q-${key}`;
  const text = value ?? '';
  const set = (next: string) => onChange(next === '' ? null : next);
  return (
    <Form.Item label={label} htmlFor={id} extra={description} required={question.isRequired} validateStatus={shown ? 'error' : undefined} help={shown}>
      {(() => {
        switch (questionType) {
          case 'Textarea':
            return <Input.TextArea id={id} value={text} autoSize={{ minRows: 3 }} onChange={(event) => set(event.target.value)} />;
          case 'DatePicker':
            return <Input id={id} type="date" value={text} placeholder={t('datePlaceholder')} onChange={(event) => set(event.target.value)} />;
          case 'SelectList':
            return (
              <select id={id} value={text} onChange={(event) => set(event.target.value)} style={{ width: '100%', minHeight: 44, fontSize: 16 }}>
                <option value="" />
                {(options ?? []).map((option) => (
                  <option key={option} value={option}>
                    {optionText(question, option)}
                  </option>
                ))}
              </select>
            );
          case 'RadioButtonList':
            return (
              <Radio.Group id={id} value={value} onChange={(event) => set(event.target.value as string)} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                {(options ?? []).map((option) => (
                  <Radio key={option} value={option} style={{ minHeight: 44, alignItems: 'center' }}>
                    {optionText(question, option)}
                  </Radio>
                ))}
              </Radio.Group>
            );
          case 'CheckBoxList': {
            const chosen = text ? text.split(CHECKBOX_SEPARATOR) : [];
            return (
              <div id={id} role="group" aria-label={label}>
              <Checkbox.Group value={chosen} onChange={(next) => set((options ?? []).filter((option) => next.includes(option)).join(CHECKBOX_SEPARATOR))} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                {(options ?? []).map((option) => (
                  <Checkbox key={option} value={option} style={{ minHeight: 44, alignItems: 'center' }}>
                    {optionText(question, option)}
                  </Checkbox>
                ))}
              </Checkbox.Group>
              </div>
            );
          }
          case 'File':
            return <FileAnswer id={id} value={value} answerSetId={answerSetId} onUploaded={onChange} />;
          default:
            return <Input id={id} value={text} onChange={(event) => set(event.target.value)} style={{ minHeight: 44 }} />;
        }
      })()}
    </Form.Item>
  );
}

/** A File answer: the upload with its progress; the stored value (`<file id>/<name>`) becomes the answer. */
function FileAnswer({ id, value, answerSetId, onUploaded }: { id: string; value: string | null; answerSetId: string; onUploaded: (value: string) => void }) {
  const t = useTexts('form');
  const { jwtToken } = useAppSelector(selectAuth);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const upload = (file: File) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase()}/answerSet/${encodeURIComponent(answerSetId)}/file`);
    if (jwtToken) request.setRequestHeader('authorization', `Bearer ${jwtToken}`);
    request.upload.onprogress = (event) => event.lengthComputable && setProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      setProgress(null);
      const stored = request.status >= 200 && request.status < 300 ? (JSON.parse(request.responseText) as { value?: string }).value : undefined;
      setFailed(!stored);
      if (stored) onUploaded(stored);
    };
    request.onerror = () => {
      setProgress(null);
      setFailed(true);
    };
    const body = new FormData();
    body.append('file', file);
    setFailed(false);
    setProgress(0);
    request.send(body);
  };
  return (
    <>
      {value && <p>{t('uploaded', { name: value.slice(value.indexOf('/') + 1) })}</p>}
      <input id={id} type="file" style={{ minHeight: 44 }} onChange={(event) => event.target.files?.[0] && upload(event.target.files[0])} />
      {progress !== null && <Progress percent={progress} size="small" />}
      {failed && <p style={{ color: '#cf1322' }}>{t('uploadFailed')}</p>}
    </>
  );
}
