// The browser build's stand-in for the modules that register a page's code markup for server rendering
// (see ./index.ts): in the browser the markup comes from the prerendered HTML or a fetched table.
export {};
