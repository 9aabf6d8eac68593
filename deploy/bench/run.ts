/**
 * `npm run bench [-- <name>]`: each figure is printed against a baseline measured in the same run.
 * `faults` takes `--seconds` (of load, default 270: eight kills 30 s apart) and `--rate` (requests per second, default 12).
 * `survey` takes `--part` (one of its measures: autosave, rate, history or lists; all when omitted).
 */
import { parseArgs } from 'node:util';
import { adjustBench } from './adjust.bench.js';
import { appendBench } from './append.bench.js';
import { clientLoadBench } from './client-load.bench.js';
import { complianceBench } from './compliance.bench.js';
import { dashboardBench } from './dashboard.bench.js';
import { faultsBench } from './faults.bench.js';
import { gatewayBench } from './gateway.bench.js';
import { myClientsBench } from './my-clients.bench.js';
import { notifyBench } from './notify.bench.js';
import { rebuildBench } from './rebuild.bench.js';
import { relayConsumerBench } from './relay-consumer.bench.js';
import { reportBench } from './report.bench.js';
import { scoringBench } from './scoring.bench.js';
import { screensBench } from './screens.bench.js';
import { surveyBench } from './survey.bench.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string', default: '270' }, rate: { type: 'string', default: '12' }, part: { type: 'string' } },
});
const only = positionals[0];
const positive = (flag: string, raw: string) => {
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`--${flag} must be a positive number (got "${raw}")`);
  return value;
};
const benches: Record<string, () => Promise<string[]>> = {
  append: () => appendBench(),
  relay: () => relayConsumerBench(),
  gateway: () => gatewayBench(),
  notify: () => notifyBench(),
  faults: () => faultsBench(positive('seconds', values.seconds), positive('rate', values.rate)),
  survey: () => surveyBench(values.part),
  scoring: () => scoringBench(),
  report: () => reportBench(),
  dashboard: () => dashboardBench(),
  adjust: () => adjustBench(),
  'client-load': () => clientLoadBench(),
  'my-clients': () => myClientsBench(),
  compliance: () => complianceBench(),
  rebuild: () => rebuildBench(),
  screens: () => screensBench(),
};

for (const [name, bench] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.log(`--- ${name}`);
  for (const line of await bench()) console.log(line);
}
process.exit(0);
