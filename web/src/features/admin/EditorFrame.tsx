import { Alert, Form, Input, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorBodyOf, errorStatus } from '../../app/errors';
import { BackLink } from '../ui/BackLink';
import { toast } from '../ui/toast';
import { adminText, createErrorText, saveErrorText } from './texts';

/** An editor's frame: the way back to its list, its title, and its record's loading and failure. */
export function EditorFrame({ title, listPath, loading, error, children }: { title: string; listPath: string; loading?: boolean; error?: unknown; children?: ReactNode }) {
  return (
    <div style={{ maxWidth: 900 }}>
      <BackLink to={listPath}>{adminText('back')}</BackLink>
      <Typography.Title level={1} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography.Title>
      {loading ? <Spin /> : error ? <Alert type="error" showIcon title={errorStatus(error) === 404 ? adminText('itemNotFound') : adminText('unableToLoadItem')} /> : children}
    </div>
  );
}

/** A record's id, shown read-only in its editor. */
export function IdField({ id }: { id: string }) {
  return (
    <Form.Item label="Id" htmlFor="record-id">
      <Input id="record-id" readOnly variant="filled" value={id} />
    </Form.Item>
  );
}

/**
 * Runs an admin save or create and says how it went: a saved or created message, or the spec's 'Error Saving'
 * / 'Error Creating' toast by status. Answers the saved record, or undefined when it failed.
 */
export async function savedWithToasts<T>(item: string, kind: 'save' | 'create', save: () => Promise<T>): Promise<T | undefined> {
  try {
    const saved = await save();
    toast.success(kind === 'save' ? adminText('saved', { item }) : adminText('created', { item }));
    return saved;
  } catch (error) {
    const status = errorStatus(error);
    if (kind === 'save') toast.titledError(adminText('errorSaving'), saveErrorText(item, status, errorBodyOf(error)?.SubErrors));
    else toast.titledError(adminText('errorCreating'), createErrorText(item, status, errorBodyOf(error)?.SubErrors));
    return undefined;
  }
}
