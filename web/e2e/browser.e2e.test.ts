/**
 * The browser tests: one running system (started as `npm start` starts it) and one Chromium for all of them,
 * each scenario in a fresh browser context. The scenarios live by area in `*.scenarios.ts`.
 */
import { accountScenarios } from './account.scenarios';
import { adminScenarios } from './admin.scenarios';
import { billingScenarios } from './billing.scenarios';
import { clientScenarios } from './client.scenarios';
import { complianceScenarios } from './compliance.scenarios';
import { offlineScenarios } from './offline.scenarios';
import { spanishScenarios } from './spanish.scenarios';
import { testBed } from './system';
import { workspaceScenarios } from './workspace.scenarios';

const bed = testBed('web', 200);

describe('account screens', () => accountScenarios(bed));
describe('sign-up and subscription screens', () => billingScenarios(bed));
describe('the admin console', () => adminScenarios(bed));
describe('the client’s and the supporter’s screens', () => clientScenarios(bed));
describe('offline proctoring', () => offlineScenarios(bed));
describe('the attorney’s workspace', () => workspaceScenarios(bed));
describe('the compliance reviewer’s area', () => complianceScenarios(bed));
describe('a client in Spanish', () => spanishScenarios(bed));
