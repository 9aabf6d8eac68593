import { Button, Card, Checkbox, Col, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { CONTENT_BLOCK_SLUG, contentBlockSlugMessage, Messages, type ContentBlock, type CreateContentBlockRequest } from '@app/contracts';
import { useCreateContentBlockMutation, useGetContentBlockQuery, useSaveContentBlockMutation } from './adminApi';
import { EditorFrame, savedWithToasts } from './EditorFrame';
import { previewHtml } from './markdownPreview';
import { adminText } from './texts';

type ContentBlockValues = CreateContentBlockRequest;

function Preview({ value }: { value: string | undefined }) {
  return (
    <Card size="small" title={adminText('preview')} styles={{ body: { maxHeight: 520, overflow: 'auto' } }}>
      {/* Sanitised by DOMPurify (markdownPreview.ts) before it is inserted. */}
      <div className="content-block" style={{ fontSize: 15, lineHeight: 1.65 }} data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: previewHtml(value ?? '') }} />
    </Card>
  );
}

function ContentBlockForm({ block, onSubmit, submitting }: { block?: ContentBlock; onSubmit: (values: ContentBlockValues) => void; submitting: boolean }) {
  const [form] = Form.useForm<ContentBlockValues>();
  const value = Form.useWatch('value', form);
  const tokens = block?.allowedTokens ?? [];
  return (
    <Form<ContentBlockValues> form={form} layout="vertical" initialValues={block ?? { isPage: false }} onFinish={onSubmit}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="slug"
            label="Slug"
            rules={[
              { required: true, whitespace: true, message: Messages.required },
              { pattern: CONTENT_BLOCK_SLUG, message: contentBlockSlugMessage },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="title" label="Title">
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description">
        <Input maxLength={1000} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item name="value" label={adminText('valueLabel')} rules={[{ required: true, whitespace: true, message: Messages.required }]}>
            <Input.TextArea
              autoSize={{ minRows: 12, maxRows: 30 }}
              maxLength={100_000}
              style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12} style={{ marginBottom: 24 }}>
          <Preview value={value} />
        </Col>
      </Row>
      <Form.Item label={adminText('allowedTokens')} extra={adminText('allowedTokensExplained')}>
        {tokens.length ? (
          <Space wrap>
            {tokens.map((token) => (
              <Tag key={token}>{token}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{adminText('noTokens')}</Typography.Text>
        )}
      </Form.Item>
      <Form.Item name="isPage" valuePropName="checked">
        <Checkbox>Page</Checkbox>
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {block ? adminText('save') : adminText('create')}
        </Button>
        {block?.isPage && <Link to={`/page/${block.slug}`}>{adminText('viewPage')}</Link>}
      </Space>
    </Form>
  );
}

const request = ({ slug, title, description, value, isPage }: ContentBlockValues): ContentBlockValues => ({
  slug: slug.trim(),
  title: title?.trim() || null,
  description: description?.trim() || null,
  value,
  isPage: !!isPage,
});

/** `/contentBlock/add` (spec 01 §2): a new block, then its editor. */
export function NewContentBlock() {
  const navigate = useNavigate();
  const [create, creating] = useCreateContentBlockMutation();
  const submit = async (values: ContentBlockValues) => {
    const created = await savedWithToasts(values.title || values.slug, 'create', () => create(request(values)).unwrap());
    if (created) void navigate(`/contentBlock/${created.id}`, { replace: true });
  };
  return (
    <EditorFrame title={adminText('newContentBlock')} listPath="/contentBlock">
      <ContentBlockForm onSubmit={(values) => void submit(values)} submitting={creating.isLoading} />
    </EditorFrame>
  );
}

/**
 * `/contentBlock/{id}` (spec 01 §2): slug and value required, the Markdown with a live sanitised preview, the
 * allowed tokens, a link to the page; saved with the version it was loaded at (a stale one is a 409).
 */
export function ContentBlockEditor() {
  const { id = '' } = useParams();
  const { data: block, isLoading, error } = useGetContentBlockQuery(id);
  const [save, saving] = useSaveContentBlockMutation();
  const submit = (loaded: ContentBlock, values: ContentBlockValues) =>
    void savedWithToasts(values.title || values.slug, 'save', () => save({ id, ...request(values), concurrencyCheck: loaded.concurrencyCheck }).unwrap());
  return (
    <EditorFrame title={block?.title || block?.slug || adminText('contentBlock')} listPath="/contentBlock" loading={isLoading} error={error}>
      {block && <ContentBlockForm key={block.id} block={block} onSubmit={(values) => submit(block, values)} submitting={saving.isLoading} />}
    </EditorFrame>
  );
}
