/* global document, location */
/* Test payment provider, client v1: Payments(publishableKey).mountCardFields(element, options) frames the hosted card
   fields from this script's origin; fields.tokenize() resolves { token: { id, card } } or { error: { code, message } }.
   The card never enters the store's page: only messages from that frame, from this origin, are read. */
(function () {
  'use strict';
  var origin = new URL(document.currentScript.src).origin;
  var TIMEOUT_MS = 20000;
  function Payments(key) {
    if (!(this instanceof Payments)) return new Payments(key);
    this.key = key;
  }
  Payments.prototype.mountCardFields = function (element, options) {
    var opts = options || {};
    var frame = document.createElement('iframe');
    var ready;
    var whenReady = new Promise(function (resolve) {
      ready = resolve;
    });
    var waiting = {};
    var next = 0;
    frame.src =
      origin +
      '/hosted/card-fields?pk=' +
      encodeURIComponent(this.key) +
      '&origin=' +
      encodeURIComponent(location.origin);
    frame.title = opts.title || 'Card details';
    frame.name = 'payments-card-fields';
    if (opts.testId) frame.setAttribute('data-testid', opts.testId);
    frame.setAttribute(
      'style',
      'border:0;display:block;width:calc(100% + 4px);margin:0 -2px;height:' + (opts.height || 160) + 'px',
    );
    function onMessage(e) {
      var m = e.data;
      if (e.origin !== origin || e.source !== frame.contentWindow || !m || m.sfp !== 1) return;
      if (m.type === 'ready') ready();
      else if (m.type === 'resize') frame.style.height = m.height + 'px';
      else if (m.type === 'change' && opts.onChange) opts.onChange({ brand: m.brand, complete: m.complete });
      else if (m.type === 'result' && waiting[m.id]) waiting[m.id](m.token ? { token: m.token } : { error: m.error });
    }
    window.addEventListener('message', onMessage);
    // The frame's document has run its script once it has loaded: ready even if its first message was missed.
    frame.addEventListener('load', function () {
      ready();
    });
    element.appendChild(frame);
    return {
      tokenize: function () {
        var id = (next += 1);
        return new Promise(function (resolve) {
          var timer = setTimeout(function () {
            waiting[id]({ error: { code: 'unavailable', message: '' } });
          }, TIMEOUT_MS);
          waiting[id] = function (answer) {
            clearTimeout(timer);
            delete waiting[id];
            resolve(answer);
          };
          whenReady.then(function () {
            frame.contentWindow.postMessage({ sfp: 1, type: 'tokenize', id: id }, origin);
          });
        });
      },
      focus: function () {
        frame.contentWindow.postMessage({ sfp: 1, type: 'focus' }, origin);
      },
      destroy: function () {
        window.removeEventListener('message', onMessage);
        frame.remove();
      },
    };
  };
  window.Payments = Payments;
})();
