/* global document, Element, HTMLElement -- a classic script in the browser, outside the bundle */
// Loaded by a plain <script> at the top of every page's body (plugins/search-index), before the page's own
// scripts. Until React has started, a click on the search button or a search shortcut would do nothing;
// this notes it on <html> (data-search="requested"), and src/theme/SearchBar opens the modal when it starts.
// It also marks the page as scripted (data-search), which shows the search button (styles.css hides it
// without JavaScript, where it could not work).
(function () {
  var root = document.documentElement;
  if (!root.hasAttribute('data-search')) root.setAttribute('data-search', 'waiting');

  function isEditing(target) {
    return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
  }

  function request(event) {
    event.preventDefault();
    root.setAttribute('data-search', 'requested');
  }

  function onClick(event) {
    if (root.getAttribute('data-search') === 'ready') return stop();
    if (event.target instanceof Element && event.target.closest('.DocSearch-Button')) request(event);
  }

  function onKeyDown(event) {
    if (root.getAttribute('data-search') === 'ready') return stop();
    var key = typeof event.key === 'string' ? event.key : '';
    if ((key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (key === '/' && !isEditing(event.target))) request(event);
  }

  function stop() {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
  }

  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
})();
