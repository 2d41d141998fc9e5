/*
 * A stand-in for Google's reCAPTCHA v2 script (api.js), which the browser tests serve in its place:
 * the test machines have no internet. It offers what react-google-recaptcha calls (render, reset,
 * getResponse, execute) and draws a real checkbox, labelled in the widget's language (`hl`),
 * whose tick hands the widget's callback the token FAKE_RECAPTCHA_TOKEN. The test that serves
 * the script defines that token in a line above it: "e2e-pass" passes the fake siteverify
 * server (siteverify.mjs), anything else fails it.
 */
/* global window, document, setTimeout, URL, FAKE_RECAPTCHA_TOKEN */
(function () {
  var token = typeof FAKE_RECAPTCHA_TOKEN === 'string' ? FAKE_RECAPTCHA_TOKEN : 'e2e-pass';
  var labels = { en: "I'm not a robot", es: 'No soy un robot' };
  var widgets = [];

  function find(id) {
    return widgets[id === undefined ? 0 : id];
  }

  function render(container, options) {
    var parent = typeof container === 'string' ? document.getElementById(container) : container;
    var label = document.createElement('label');
    var box = document.createElement('input');
    var widget = { box: box, response: '' };
    box.type = 'checkbox';
    label.style.cssText =
      'display:inline-flex;gap:.75rem;align-items:center;padding:1rem;' +
      'border:1px solid #767676;background:#f9f9f9;color:#1f2a30';
    label.append(box, labels[options.hl] || labels.en);
    box.addEventListener('change', function () {
      widget.response = box.checked ? token : '';
      if (box.checked && typeof options.callback === 'function') options.callback(token);
    });
    parent.appendChild(label);
    widgets.push(widget);
    return widgets.length - 1;
  }

  window.grecaptcha = {
    render: render,
    reset: function (id) {
      var widget = find(id);
      if (widget) {
        widget.box.checked = false;
        widget.response = '';
      }
    },
    getResponse: function (id) {
      var widget = find(id);
      return widget ? widget.response : '';
    },
    execute: function () {},
    ready: function (callback) {
      callback();
    },
  };

  // Like Google's script, call the page's onload callback once this script has finished loading.
  var onload = new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
  }, 0);
})();
