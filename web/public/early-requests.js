/*
 * client.html's first script, plain JavaScript and not bundled, so that on a weak signal it arrives long before
 * the app: it starts the requests the first screen will make (the landing's data, then the client's form; or
 * the form of a form page opened again), so the network works while the app's script downloads. The app takes
 * each response once when it asks for the same address with the same session (web/src/app/earlyResponses.ts);
 * one it never asks for goes unused.
 */
(function () {
  var api = location.origin + '/api';
  var token = localStorage.getItem('auth.jwtToken');
  var authorization = token ? 'Bearer ' + token : null;
  var started = (window.earlyRequests = {});

  function get(url) {
    var response = fetch(url, { headers: authorization ? { authorization: authorization } : {} });
    started[url] = { authorization: authorization, response: response };
    // Offline (a proctor's device), or never asked for: no unhandled rejection.
    response.catch(function () {});
    return response;
  }

  // The address web/src/features/client/formApi.ts asks for (getClientForm).
  function form(id) {
    return get(api + '/form/' + encodeURIComponent(id) + '?' + new URLSearchParams({ includes: 'pages,pages.template,pages.answerSet' }));
  }

  var landing = /^\/(?:c|client\/landing)\/([^/]+)\/?$/i.exec(location.pathname);
  var formPage = /^\/client\/form\/([^/]+)\/(?:page\/[^/]+|review)\/?$/i.exec(location.pathname);
  if (landing) {
    // The address clientApi.ts asks for (getLandingData); the Continue button opens the form it names.
    get(api + '/client/landingData?' + new URLSearchParams({ shortCode: decodeURIComponent(landing[1]) }))
      .then(function (response) {
        return response.ok ? response.clone().json() : null;
      })
      .then(function (data) {
        if (authorization && data && data.activeFormId && !data.isOtherUser) form(data.activeFormId);
      })
      .catch(function () {});
  } else if (formPage && authorization) {
    form(decodeURIComponent(formPage[1]));
  }
})();
