/* global document, ResizeObserver */
// The hosted card fields' script (served from the provider's origin; no framework, no dependencies). It formats the
// number, shows the brand by the first digit, checks the fields, and on the store page's "tokenize" message sends
// the card to POST /v1/tokens on this origin and answers the page with the token only. Loaded as a module: its names
// stay its own and it runs strict.
var config = JSON.parse(document.documentElement.getAttribute('data-config'));
var texts = config.texts;
var form = document.getElementById('card');
var el = function (id) {
  return document.getElementById(id);
};
var fields = { number: el('number'), 'exp-month': el('exp-month'), 'exp-year': el('exp-year'), cvc: el('cvc') };
var digits = function () {
  return fields.number.value.replace(/\D/g, '');
};

function post(message) {
  message.sfp = 1;
  window.parent.postMessage(message, config.parent);
}

function luhn(d) {
  var sum = 0;
  for (var i = 0; i < d.length; i += 1) {
    var n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return d.length >= 12 && d.length <= 19 && sum % 10 === 0;
}

function showError(id, text) {
  var box = el(id + '-error');
  box.textContent = text || '';
  box.hidden = !text;
  fields[id].setAttribute('aria-invalid', text ? 'true' : 'false');
}

function problems() {
  var d = digits();
  var brand = config.brands[d[0]];
  var month = fields['exp-month'].value;
  var year = fields['exp-year'].value;
  var now = new Date();
  var expired =
    month &&
    year &&
    (Number(year) < now.getFullYear() || (Number(year) === now.getFullYear() && Number(month) < now.getMonth() + 1));
  var cvc = fields.cvc.value.trim();
  return {
    number: !d ? texts.required : !luhn(d) ? texts.invalid_number : !brand ? texts.unsupported_brand : '',
    'exp-month': !month ? texts.required : expired ? texts.expired_card : '',
    'exp-year': !year ? texts.required : '',
    cvc: !cvc ? texts.required : !/^\d{3,4}$/.test(cvc) ? texts.invalid_cvc : '',
  };
}

function changed() {
  var brand = config.brands[digits()[0]] || '';
  el('brand').textContent = brand;
  var p = problems();
  post({ type: 'change', brand: brand, complete: !p.number && !p['exp-month'] && !p['exp-year'] && !p.cvc });
}

fields.number.addEventListener('input', function () {
  var d = digits().slice(0, 19);
  fields.number.value = d.replace(/(\d{4})(?=\d)/g, '$1 ');
  showError('number', '');
  changed();
});
['exp-month', 'exp-year', 'cvc'].forEach(function (id) {
  fields[id].addEventListener(id === 'cvc' ? 'input' : 'change', function () {
    showError(id, '');
    changed();
  });
});
form.addEventListener('submit', function (e) {
  e.preventDefault();
});

var FIELD_OF_CODE = {
  invalid_number: 'number',
  unsupported_brand: 'number',
  expired_card: 'exp-month',
  invalid_cvc: 'cvc',
};

var asked = {};

function tokenize(id) {
  if (asked[id]) return; // a repeat of a request being answered
  asked[id] = true;
  var p = problems();
  var first = null;
  Object.keys(p).forEach(function (k) {
    showError(k, p[k]);
    if (p[k] && !first) first = k;
  });
  if (first) {
    fields[first].focus();
    return post({ type: 'result', id: id, error: { code: 'incomplete', message: p[first] } });
  }
  var card = {
    number: digits(),
    exp_month: Number(fields['exp-month'].value),
    exp_year: Number(fields['exp-year'].value),
    cvc: fields.cvc.value.trim(),
  };
  fetch('/v1/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + config.pk },
    body: JSON.stringify({ card: card }),
  })
    .then(function (res) {
      return res.json().then(function (body) {
        return { ok: res.ok, body: body };
      });
    })
    .then(function (r) {
      if (r.ok) return post({ type: 'result', id: id, token: { id: r.body.id, card: r.body.card } });
      var code = (r.body && r.body.error && r.body.error.code) || 'unavailable';
      var field = FIELD_OF_CODE[code];
      if (field) showError(field, texts[code]);
      post({ type: 'result', id: id, error: { code: code, message: texts[code] || texts.unavailable } });
    })
    .catch(function () {
      post({ type: 'result', id: id, error: { code: 'unavailable', message: texts.unavailable } });
    });
}

window.addEventListener('message', function (e) {
  if (e.origin !== config.parent || e.source !== window.parent || !e.data || e.data.sfp !== 1) return;
  if (e.data.type === 'tokenize') tokenize(e.data.id);
  if (e.data.type === 'focus') fields.number.focus();
});

// The page's height follows the fields (an error line appears), so the store's frame never scrolls.
var lastHeight = 0;
function sendHeight() {
  var h = Math.ceil(form.getBoundingClientRect().height) + 4;
  if (h !== lastHeight) {
    lastHeight = h;
    post({ type: 'resize', height: h });
  }
}
if (window.ResizeObserver) new ResizeObserver(sendHeight).observe(form);
sendHeight();
post({ type: 'ready' });
