import { Button, Table } from 'antd';
import type { Form } from '@app/contracts';
import { clientViewText } from './texts';

interface FileRow {
  key: string;
  page: string;
  question: string;
  answerSetId: string;
  /** The stored value: `<file id>/<name>`. */
  value: string;
}

/** The questionnaire's File answers, page by page. */
export function uploadedFiles(form: Form | undefined): FileRow[] {
  return [...(form?.pages ?? [])]
    .sort((a, b) => a.displayWeight - b.displayWeight)
    .flatMap((page) =>
      (page.template?.questions ?? [])
        .filter((question) => question.questionType === 'File' && page.answerSet?.answers[question.key])
        .map((question) => ({
          key: `${page.id}/${question.key}`,
          page: page.template!.subscriberTitle,
          question: question.label,
          answerSetId: page.answerSetId,
          value: page.answerSet!.answers[question.key]!,
        })),
    );
}

const fileName = (value: string) => value.slice(value.indexOf('/') + 1);
const downloadPath = ({ answerSetId, value }: FileRow) => `/api/answerSet/${answerSetId}/file/${value.split('/').map(encodeURIComponent).join('/')}`;

/** The Files tab (spec 02 §2): the files the client uploaded, each downloadable. */
export function ClientFiles({ answers, loading, openDownload }: { answers: Form | undefined; loading: boolean; openDownload: (path: string) => void }) {
  return (
    <Table<FileRow>
      size="middle"
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={uploadedFiles(answers)}
      locale={{ emptyText: clientViewText('noFiles') }}
      columns={[
        { key: 'question', title: clientViewText('fileQuestion'), render: (_: unknown, row) => `${row.page}: ${row.question}` },
        {
          key: 'file',
          title: clientViewText('fileName'),
          render: (_: unknown, row) => (
            <Button type="link" style={{ padding: 0 }} onClick={() => openDownload(downloadPath(row))}>
              {fileName(row.value)}
            </Button>
          ),
        },
      ]}
    />
  );
}
