import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiSidebarCategory } from './config/api-sidebar';
import { handWrittenSidebar } from './config/docs-sidebar';

// One sidebar for the whole docs section: the hand-written pages grouped by task (config/docs-sidebar.ts), then
// the generated API reference as its own category.
const sidebars: SidebarsConfig = {
  defaultSidebar: [...handWrittenSidebar(), apiSidebarCategory()],
};

export default sidebars;
