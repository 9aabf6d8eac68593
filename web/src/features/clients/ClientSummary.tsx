import { Alert, Card, Empty, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ChronologyLaneTitles, type CaseSummary, type SummaryChronologyEntry, type SummarySource } from '@app/contracts';
import { errorText } from '../../app/errors';
import { ClientSummaryMessages as M } from './messages';
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
  if (!data) return <Alert type="error" showIcon title={M.unableToLoad} description={errorText(error)} />;
  const { redFlags, themes, evaluations, followUps } = data.atAGlance;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{M.explained}</Typography.Paragraph>
      <Part id="summary-red-flags" title={M.redFlags}>
        {redFlags.length === 0 ? (
          <Typography.Text type="secondary">{M.noRedFlags}</Typography.Text>
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
                    <Typography.Text strong>{M.whatToDo}</Typography.Text> {flag.action}
                  </>
                }
              />
            ))}
          </Space>
        )}
      </Part>
      <Titled id="summary-themes" title={M.themes} empty={M.noThemes} items={themes} />
      <Titled id="summary-evaluations" title={M.evaluations} empty={M.noEvaluations} items={evaluations} />
      <Part id="summary-follow-ups" title={M.followUps}>
        {followUps.length === 0 ? (
          <Typography.Text type="secondary">{M.noFollowUps}</Typography.Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {followUps.map((item) => (
              <li key={item.text} style={{ marginBottom: 4 }}>
                <Tag color={item.kind === 'inconsistency' ? 'orange' : 'default'}>{item.kind === 'inconsistency' ? M.disagree : M.missing}</Tag>
                {item.text} <Sources sources={item.sources} />
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part id="summary-chronology" title={M.chronology}>
        {data.timelineSvg ? <LifePicture svg={data.timelineSvg} /> : <Empty description={M.noChronology} />}
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
          <Tooltip title={sources.filter((source) => source.pageKey === pageKey).map((source) => source.question).join(' · ')}>
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
  const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? M.chronology;
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
        { key: 'date', title: M.date, render: (_: unknown, entry) => (entry.age ? `${entry.date} (${M.age(entry.age)})` : entry.date) },
        { key: 'lane', title: M.lane, render: (_: unknown, entry) => ChronologyLaneTitles[entry.lane] },
        { key: 'text', title: M.whatHappened, dataIndex: 'text' },
        { key: 'source', title: M.source, render: (_: unknown, entry) => <Sources sources={entry.sources} /> },
      ]}
    />
  );
}
