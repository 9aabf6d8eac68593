/** The compliance reviewer's area (one lazily loaded chunk). */
export { ComplianceClientPage } from './ComplianceClientPage';
export { ComplianceClients } from './ComplianceClients';
