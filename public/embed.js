/*
 * The widgets' optional host script (docs/widgets.md, "Host script (/embed.js)"). Plain ES2017,
 * no dependencies, nothing sent anywhere: it turns each
 *   <div data-swap-widget="v1|v2" data-query="from=btc&to=eth&ref=…"></div>
 * into the widget's iframe, sizes the iframe to the widget's `resize` events and re-emits every
 * widget event on the container as a DOM event `swapwidget:<type>` (detail: the event). It mounts
 * the containers on the page when it runs and any added later (a MutationObserver).
 *
 * A message is believed only when it comes from the widget's own origin (the origin this script
 * was loaded from), from the window of an iframe this script created, and in the widgets'
 * envelope (lib/widgets/events.ts, whose checks are copied here: this file stands alone).
 */
(function () {
  'use strict';

  var script = document.currentScript;
  if (!script || !script.src || window.SwapWidgetHost) return;
  var ORIGIN = new URL(script.src, document.baseURI).origin;
  var SOURCE = 'swap-widget';
  var VERSION = 1;
  var TYPES = ['ready', 'resize', 'quote', 'swap_created', 'status_changed', 'finished', 'error'];
  var STATUSES = [
    'waiting',
    'confirming',
    'exchanging',
    'sending',
    'finished',
    'failed',
    'refunded',
    'expired',
    'on_hold',
  ];
  var PATHS = { v1: '/widget', v2: '/v2/widget' };
  /** Heights before the first `resize` arrives: about what each widget first shows. */
  var HEIGHTS = { v1: 380, v2: 640 };
  var MAX_HEIGHT = 10000;
  var TITLE = 'Crypto exchange widget';
  /** The iframes this script made, each with its container. */
  var frames = [];

  function isRecord(value) {
    return typeof value === 'object' && value !== null;
  }

  function isWidgetMessage(data) {
    if (!isRecord(data) || data.source !== SOURCE) return false;
    if (data.version !== VERSION || !isRecord(data.event)) return false;
    var type = data.event.type;
    if (TYPES.indexOf(type) === -1) return false;
    if (type === 'status_changed') return STATUSES.indexOf(data.event.status) !== -1;
    return true;
  }

  function pixels(value, fallback) {
    var number = Number.parseInt(value || '', 10);
    return number > 0 && number <= MAX_HEIGHT ? number : fallback;
  }

  function mount(container) {
    if (container.getAttribute('data-swap-widget-mounted') !== null) return;
    var version = container.getAttribute('data-swap-widget') === 'v2' ? 'v2' : 'v1';
    var query = new URLSearchParams(
      (container.getAttribute('data-query') || '').replace(/^\?/, ''),
    );
    var lang = container.getAttribute('data-lang');
    if (lang && !query.has('lang')) query.set('lang', lang);
    var search = query.toString();
    var iframe = document.createElement('iframe');
    iframe.src = ORIGIN + PATHS[version] + (search ? '?' + search : '');
    iframe.title = container.getAttribute('data-title') || TITLE;
    iframe.setAttribute('allow', 'clipboard-write');
    iframe.setAttribute('loading', 'lazy');
    iframe.style.display = 'block';
    iframe.style.width = '100%';
    iframe.style.border = '0';
    iframe.style.height = pixels(container.getAttribute('data-height'), HEIGHTS[version]) + 'px';
    container.setAttribute('data-swap-widget-mounted', '');
    container.appendChild(iframe);
    frames.push({ iframe: iframe, container: container });
  }

  function mountWithin(node) {
    if (node.nodeType !== 1) return;
    if (node.hasAttribute('data-swap-widget')) mount(node);
    var found = node.querySelectorAll('[data-swap-widget]');
    for (var i = 0; i < found.length; i += 1) mount(found[i]);
  }

  window.addEventListener('message', function (message) {
    if (message.origin !== ORIGIN || !isWidgetMessage(message.data)) return;
    var frame = null;
    for (var i = 0; i < frames.length; i += 1) {
      if (message.source !== null && frames[i].iframe.contentWindow === message.source) {
        frame = frames[i];
      }
    }
    if (!frame) return;
    var event = message.data.event;
    if (event.type === 'resize') {
      var height = Number(event.height);
      if (!(height > 0)) return;
      frame.iframe.style.height = Math.ceil(Math.min(height, MAX_HEIGHT)) + 'px';
    }
    frame.container.dispatchEvent(
      new CustomEvent('swapwidget:' + event.type, { detail: event, bubbles: true }),
    );
  });

  function start() {
    mountWithin(document.documentElement);
    new MutationObserver(function (records) {
      for (var i = 0; i < records.length; i += 1) {
        var added = records[i].addedNodes;
        for (var j = 0; j < added.length; j += 1) mountWithin(added[j]);
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  }

  window.SwapWidgetHost = { origin: ORIGIN, version: VERSION };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
