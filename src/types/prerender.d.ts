/** True in the server bundle that prerenders pages, false in the browser's (plugins/lazy-highlighter). */
declare const __PRERENDER__: boolean;
