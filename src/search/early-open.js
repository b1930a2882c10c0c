/* global document, Element, HTMLElement -- a classic script in the browser, outside the bundle */
// Inlined at the top of every page's body (plugins/search-index), before the page's own
// scripts. Until React has started, a click on the search button or a search shortcut would do nothing; this
// notes it, and src/theme/SearchBar asks for the note when it starts (the "baeta-search-ready" event, whose
// detail it fills in) and opens the modal. It also marks the page as scripted (data-search on <html>), which
// shows the search button: styles.css hides it without JavaScript, where it could not work.
(function () {
  var requested = false;
  document.documentElement.setAttribute('data-search', '');

  function isEditing(target) {
    return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
  }

  function onClick(event) {
    if (event.target instanceof Element && event.target.closest('.DocSearch-Button')) requested = true;
  }

  function onKeyDown(event) {
    var key = typeof event.key === 'string' ? event.key : '';
    if ((key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (key === '/' && !isEditing(event.target))) {
      event.preventDefault(); // Ctrl+K is also the browser's own search
      requested = true;
    }
  }

  function onReady(event) {
    if (event.detail && typeof event.detail === 'object') event.detail.requested = requested;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('baeta-search-ready', onReady);
  }

  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('baeta-search-ready', onReady);
})();
