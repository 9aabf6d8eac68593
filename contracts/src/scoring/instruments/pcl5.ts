import type { ScoringRules } from '../scoring-rules.js';
import { all, countAtLeast, NotAtAllToExtremely, numberedKeys, scoreAtLeast, summedItems } from './scales.js';

/** PCL-5. Keys: `pcl5_1` .. `pcl5_20`, in published order. */
const items = numberedKeys('pcl5_', 20);
const clusters = {
  B: numberedKeys('pcl5_', 5, 1),
  C: numberedKeys('pcl5_', 2, 6),
  D: numberedKeys('pcl5_', 7, 8),
  E: numberedKeys('pcl5_', 6, 15),
};
/** An item rated 2 (Moderately) or more counts as a symptom endorsed. */
const endorsed = (cluster: string[], atLeast: number) => countAtLeast(cluster, NotAtAllToExtremely.Moderately, atLeast);

export const Pcl5Scoring: ScoringRules = {
  instrument: 'PCL-5',
  licence: 'Public domain (US government work)',
  citation:
    'Weathers FW, Litz BT, Keane TM, Palmieri PA, Marx BP, Schnurr PP. The PTSD Checklist for DSM-5 (PCL-5). 2013. Scale available from the National Center for PTSD at www.ptsd.va.gov.',
  ...summedItems(items, NotAtAllToExtremely),
  subScores: [
    { key: 'B', label: 'Cluster B: intrusions (items 1-5)', items: clusters.B },
    { key: 'C', label: 'Cluster C: avoidance (items 6-7)', items: clusters.C },
    { key: 'D', label: 'Cluster D: negative alterations in cognitions and mood (items 8-14)', items: clusters.D },
    { key: 'E', label: 'Cluster E: alterations in arousal and reactivity (items 15-20)', items: clusters.E },
  ],
  positive: { label: 'Probable PTSD', cutOffs: [{ condition: scoreAtLeast(33), label: '33 or more' }] },
  criteria: [
    {
      key: 'dsm5',
      label: 'Provisional DSM-5 PTSD diagnosis: items rated 2 or more in at least 1 of items 1-5, 1 of 6-7, 2 of 8-14 and 2 of 15-20',
      condition: all(endorsed(clusters.B, 1), endorsed(clusters.C, 1), endorsed(clusters.D, 2), endorsed(clusters.E, 2)),
    },
  ],
};
