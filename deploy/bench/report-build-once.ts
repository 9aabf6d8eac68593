/**
 * One Mitigation Report build in a process of its own (spawned by the report bench), in the edition its
 * argument names (default the work product): prints the process's resident memory before the build and
 * its peak, in MB, as JSON.
 */
import { buildMitigationReport, reportModelOf } from '@app/reporting/report-building';
import { fullyAnsweredForm } from './report-model-fixture.js';

const model = reportModelOf({ ...fullyAnsweredForm(), edition: process.argv[2] === 'court' ? 'court' : 'workProduct' });
const beforeMb = process.memoryUsage().rss / 1024 / 1024;
await buildMitigationReport(model);
console.log(JSON.stringify({ beforeMb, peakMb: process.resourceUsage().maxRSS / 1024 }));
