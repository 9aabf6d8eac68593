import { mergeApiDescriptions, type ServiceApiDescription } from './api-description.js';

const operation = (summary: string) => ({ get: { summary, responses: {} } });

describe("merging the services' API descriptions", () => {
  it('keeps each path in the description of the service the gateway routes it to, marked with that service', () => {
    const survey: ServiceApiDescription = { paths: { '/api/form/{id}': operation('form'), '/api/form/{id}/report': operation('not routed here') } };
    const reporting: ServiceApiDescription = { paths: { '/api/form/{id}/report': operation('report'), '/api/stats/adminDashboard': operation('stats') } };
    const merged = mergeApiDescriptions([
      { service: 'survey', description: survey },
      { service: 'reporting', description: reporting },
    ]);
    expect(merged.paths).toEqual({
      '/api/form/{id}': { get: { summary: 'form', responses: {}, tags: ['survey'], 'x-service': 'survey' } },
      '/api/form/{id}/report': { get: { summary: 'report', responses: {}, tags: ['reporting'], 'x-service': 'reporting' } },
      '/api/stats/adminDashboard': { get: { summary: 'stats', responses: {}, tags: ['reporting'], 'x-service': 'reporting' } },
    });
  });

  it("leaves out paths the gateway does not route (a service's own /health) and names services that did not answer", () => {
    const merged = mergeApiDescriptions([
      { service: 'identity', description: { paths: { '/health': operation('health'), '/api/account/login': operation('login') } } },
      { service: 'billing' },
    ]);
    expect(Object.keys(merged.paths)).toEqual(['/api/account/login']);
    expect(merged['x-unavailable-services']).toEqual(['billing']);
    expect(merged.openapi).toBe('3.1.0');
  });
});
