import { screen as ace } from './ace.screen.js';
import { screen as auditC } from './audit-c.screen.js';
import { screen as cageAid } from './cage-aid.screen.js';
import { screen as gad7 } from './gad7.screen.js';
import { screen as itq } from './itq.screen.js';
import { screen as k6 } from './k6.screen.js';
import { screen as mdq } from './mdq.screen.js';
import { screen as osuTbiId } from './osu-tbi-id.screen.js';
import { screen as pcPtsd5 } from './pc-ptsd-5.screen.js';
import { screen as pcl5 } from './pcl5.screen.js';
import { screen as phq15 } from './phq15.screen.js';
import { screen as phq9 } from './phq9.screen.js';
import type { Screen } from './screen.js';
import { screen as taps1 } from './taps1.screen.js';

/** The 13 screens of ../shared/instruments.md, in its order (each `*.screen.ts` of this folder). */
export const SCREENS: readonly Screen[] = [phq9, gad7, k6, phq15, mdq, pcPtsd5, pcl5, itq, ace, osuTbiId, auditC, cageAid, taps1];
