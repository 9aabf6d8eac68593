import { Alert, Card, Empty, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ChronologyLaneTitles, type CaseSummary, type SummaryChronologyEntry, type SummarySource } from '@app/contracts';
import { errorText } from '../../app/errors';
import { clientSummaryText } from './texts';
import { useGetCaseSummaryQuery } from './summaryApi';

type Fact = CaseSummary['atAGlance']['themes'][number]['facts'][number];

/**
 * The Summary tab (issue 34, item 10): what the Mitigation Report's first pages say, from the answers as
 * they are now: red flags first, then themes, evaluations to consider and what to follow up, then the
 * client's life as the report draws it and the chronology, each statement naming the pages it rests on.
 */
export function ClientSummary({ formId }: { formId: string }) {
  const { data, error, isLoading } = useGetCaseSummaryQuery(formId, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spin />;
  if (!data) return <Alert type="error" showIcon title={clientSummaryText('unableToLoad')} description={errorText(error)} />;
  const { redFlags, themes, evaluations, followUps } = data.atAGlance;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{clientSummaryText('explained')}</Typography.Paragraph>
      <Part id="summary-red-flags" title={clientSummaryText('redFlags')}>
        {redFlags.length === 0 ? (
          <Typography.Text type="secondary">{clientSummaryText('noRedFlags')}</Typography.Text>
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {redFlags.map((flag) => (
              <Alert
                key={flag.title}
                type="error"
                showIcon
                title={flag.title}
                description={
                  <>
                    <Facts facts={flag.facts} />
                    <Typography.Text strong>{clientSummaryText('whatToDo')}</Typography.Text> {flag.action}
                  </>
                }
              />
            ))}
          </Space>
        )}
      </Part>
      <Titled id="summary-themes" title={clientSummaryText('themes')} empty={clientSummaryText('noThemes')} items={themes} />
      <Titled id="summary-evaluations" title={clientSummaryText('evaluations')} empty={clientSummaryText('noEvaluations')} items={evaluations} />
      <Part id="summary-follow-ups" title={clientSummaryText('followUps')}>
        {followUps.length === 0 ? (
          <Typography.Text type="secondary">{clientSummaryText('noFollowUps')}</Typography.Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {followUps.map((item) => (
              <li key={item.text} style={{ marginBottom: 4 }}>
                <Tag color={item.kind === 'inconsistency' ? 'orange' : 'default'}>
                  {item.kind === 'inconsistency' ? clientSummaryText('disagree') : clientSummaryText('missing')}
                </Tag>
                {item.text} <Sources sources={item.sources} />
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part id="summary-chronology" title={clientSummaryText('chronology')}>
        {data.timelineSvg ? <LifePicture svg={data.timelineSvg} /> : <Empty description={clientSummaryText('noChronology')} />}
        {data.chronology.length > 0 && <Chronology entries={data.chronology} />}
      </Part>
    </Space>
  );
}

/** A part of the summary under its title: the page's second level (the client's name is its first). */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }} id={id}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** Themes or evaluations: each a card with its facts. */
function Titled({ id, title, empty, items }: { id: string; title: string; empty: string; items: { title: string; facts: Fact[] }[] }) {
  return (
    <Part id={id} title={title}>
      {items.length === 0 ? (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {items.map((item) => (
            <Card key={item.title} size="small" title={item.title}>
              <Facts facts={item.facts} />
            </Card>
          ))}
        </Space>
      )}
    </Part>
  );
}

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <ul style={{ margin: '4px 0 8px', paddingInlineStart: 20 }}>
      {facts.map((fact) => (
        <li key={fact.text}>
          {fact.text} <Sources sources={fact.sources} />
        </li>
      ))}
    </ul>
  );
}

/** The pages a statement rests on, each naming its questions when pointed at. */
function Sources({ sources }: { sources: SummarySource[] }) {
  const pages = [...new Map(sources.map((source) => [source.pageKey, source.page])).entries()];
  if (pages.length === 0) return null;
  return (
    <Typography.Text type="secondary">
      (
      {pages.map(([pageKey, page], index) => (
        <span key={pageKey}>
          {index > 0 && '; '}
          <Tooltip
            title={sources
              .filter((source) => source.pageKey === pageKey)
              .map((source) => source.question)
              .join(' · ')}
          >
            <span>{page}</span>
          </Tooltip>
        </span>
      ))}
      )
    </Typography.Text>
  );
}

/** The report's picture of the client's life, as an image (its words are the client's answers: never markup in the page). */
function LifePicture({ svg }: { svg: string }) {
  const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? clientSummaryText('chronology');
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={title} style={{ display: 'block', width: '100%', maxWidth: 936, height: 'auto' }} />;
}

function Chronology({ entries }: { entries: SummaryChronologyEntry[] }) {
  return (
    <Table<SummaryChronologyEntry>
      size="small"
      style={{ marginTop: 16 }}
      rowKey={(entry) => `${entry.date}/${entry.text}/${entry.sources.map((source) => source.questionKey).join(',')}`}
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={entries}
      columns={[
        {
          key: 'date',
          title: clientSummaryText('date'),
          render: (_: unknown, entry) => (entry.age ? `${entry.date} (${clientSummaryText('age', { age: entry.age })})` : entry.date),
        },
        { key: 'lane', title: clientSummaryText('lane'), render: (_: unknown, entry) => ChronologyLaneTitles[entry.lane] },
        { key: 'text', title: clientSummaryText('whatHappened'), dataIndex: 'text' },
        { key: 'source', title: clientSummaryText('source'), render: (_: unknown, entry) => <Sources sources={entry.sources} /> },
      ]}
    />
  );
}
