/*
 * index.html's first script (the attorney's and admin's app), plain JavaScript and not bundled, like client.html's
 * early-requests.js: it starts the requests the opened screen makes first, so that their answers come while the
 * app's scripts are compiled and run. The app takes each response once when it asks for the same address with
 * the same session (web/src/app/earlyResponses.ts); one it never asks for goes unused. Each address is written
 * as the app asks for it (the file named beside it): if they ever differ, the app simply asks itself.
 */
(function () {
  var api = location.origin + '/api';
  var token = localStorage.getItem('auth.jwtToken');
  var id = localStorage.getItem('auth.id');
  if (!token || !id) return;
  var roles;
  try {
    roles = JSON.parse(localStorage.getItem('auth.roles') || '[]');
  } catch (e) {
    return;
  }
  var authorization = 'Bearer ' + token;
  var started = (window.earlyRequests = {});

  function get(address, params) {
    var url = api + address + (params ? '?' + new URLSearchParams(params) : '');
    var response = fetch(url, { headers: { authorization: authorization } });
    started[url] = { authorization: authorization, response: response };
    response.catch(function () {});
    return response;
  }
  function has(role) {
    return roles.indexOf(role) >= 0;
  }

  // The top bar's name (accountApi.ts getApplicationUser, contracts' ApplicationUserIncludes).
  get('/applicationUser/' + encodeURIComponent(id), {
    includes: 'Client,Client.SubscriptionUser,Client.SubscriptionUser.Subscription,Client.SubscriptionUser.ApplicationUser',
  });

  var path = location.pathname.replace(/\/$/, '');
  // A list's state in the address (another page, filter or order) is the list's to read.
  if (location.search) return;
  var clientView = /^\/subscriber\/client\/([0-9a-f-]{36})$/i.exec(path);
  if (path === '' && !has('Site Admin') && !has('Compliance Reviewer') && !has('Client')) {
    // The subscriber's dashboard: the subscription (subscription/subscriptionApi.ts), whether there is any
    // client, and My Clients' first page (clients/MyClients.tsx's defaults).
    get('/subscriptionUser', { includes: 'subscription', filter: 'applicationUserId = "' + id + '"' });
    get('/form', { offset: '0', limit: '1', filter: 'originalFormId = null' });
    get('/form', { offset: '0', limit: '10', order: 'created desc', filter: 'originalFormId = null' });
  } else if (clientView && (has('Subscriber') || has('Site Admin'))) {
    // The client view (clients/clientsApi.ts getClient), then their questionnaire's answers (client/formApi.ts).
    get('/client/' + clientView[1], { includes: 'applicationUser,forms,forms.pages,forms.pages.template,forms.pages.answerSet,supporters,clientEvents' })
      .then(function (response) {
        return response.ok ? response.clone().json() : null;
      })
      .then(function (client) {
        var form = client && !client.isOffline && client.forms && client.forms[0];
        if (form) get('/form/' + encodeURIComponent(form.id), { includes: 'pages,pages.template,pages.answerSet' });
      })
      .catch(function () {});
  } else if (path.toLowerCase() === '/applicationuser' && has('Site Admin')) {
    // The admin's Users list (admin/AdminLists.tsx: email ascending).
    get('/applicationUser', { offset: '0', limit: '10', order: 'email asc' });
  }
})();
