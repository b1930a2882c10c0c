// Only used by tools that still ask for Babel; with @docusaurus/faster the build itself compiles with SWC.
module.exports = {
  presets: ['@docusaurus/core/lib/babel/preset'],
};
