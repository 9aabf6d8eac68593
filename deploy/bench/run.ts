/** `npm run bench`: each figure is printed against a baseline measured in the same run. */
import { appendBench } from './append.bench.js';
import { gatewayBench } from './gateway.bench.js';
import { relayConsumerBench } from './relay-consumer.bench.js';

const only = process.argv[2];
const benches: Record<string, () => Promise<string[]>> = {
  append: () => appendBench(),
  relay: () => relayConsumerBench(),
  gateway: () => gatewayBench(),
};

for (const [name, bench] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.log(`--- ${name}`);
  for (const line of await bench()) console.log(line);
}
process.exit(0);
