import { CloseCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Messages } from '@app/contracts';
import { Notice } from './NoAccess';
import { useShellTexts } from './readerLanguage';

/** A lazily loaded chunk that is gone from the server: a newer build replaced it. */
export function isMissingChunk(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** What a page that failed to render shows: a reload (Update Now when a newer build replaced its chunk). */
export function RouteError({ error }: { error: unknown }) {
  const M = useShellTexts();
  const chunkMissing = isMissingChunk(error);
  return (
    <Notice
      icon={<CloseCircleOutlined style={{ color: '#ff4d4f' }} />}
      title={chunkMissing ? M.newVersionAvailable : M.somethingWentWrong}
      text={chunkMissing ? M.reloadToContinue : Messages.unexpectedError}
      action={
        <Button type="primary" onClick={() => window.location.reload()}>
          {chunkMissing ? M.updateNow : M.reload}
        </Button>
      }
    />
  );
}

/** Catches a page's render (or chunk loading) error; the shell keys it by path, so navigating away resets it. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
