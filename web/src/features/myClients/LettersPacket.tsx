import { Button, Space, Typography } from 'antd';
import type { Client } from '@app/contracts';
import { lettersPacketText } from './texts';

/** The letters packet's address: every signed letter of the client, court edition (reporting). */
export const lettersPacketPath = (clientId: string) => `/api/client/${clientId}/letters`;

/**
 * On the Reports tab (issue 35, item 7): Download letters packet, once at least one supporter has signed their
 * letter; nothing before.
 */
export function LettersPacket({ client, openDownload }: { client: Pick<Client, 'id' | 'supporters'>; openDownload: (path: string) => void }) {
  const signed = (client.supporters ?? []).filter((supporter) => supporter.isCompleted).length;
  if (signed === 0) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginTop: 24 }}>
      <Typography.Text strong>{lettersPacketText('title')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {lettersPacketText('explained', { count: signed })}
      </Typography.Paragraph>
      <Button onClick={() => openDownload(lettersPacketPath(client.id))}>{lettersPacketText('download')}</Button>
    </Space>
  );
}
