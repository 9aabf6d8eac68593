/**
 * One Third Person narrative written by the local writer and fact-checked, in a process of its own (spawned
 * by the adjust bench); with the argument `report`, its Mitigation Report built too. Prints the process's
 * resident memory before and its peak, in MB, as JSON.
 */
import { buildMitigationReport, LocalWriter, reportModelOf, socialHistoryPlan, writeSocialHistory } from '@app/reporting/report-building';
import { fullyAnsweredForm } from './report-model-fixture.js';

const sources = fullyAnsweredForm();
const beforeMb = process.memoryUsage().rss / 1024 / 1024;
const plan = socialHistoryPlan('ThirdPerson', sources.form, sources.answerSets, sources.letters, sources.client);
const sections = await writeSocialHistory(plan, new LocalWriter());
if (process.argv[2] === 'report')
  await buildMitigationReport(reportModelOf({ ...sources, variant: { title: 'Third Person', label: 'Written offline by rules' }, narrative: { person: 'ThirdPerson', sections } }));
console.log(JSON.stringify({ beforeMb, peakMb: process.resourceUsage().maxRSS / 1024 }));
