import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

export interface InstallCommand {
  readonly manager: 'npm' | 'yarn' | 'pnpm' | 'bun';
  readonly label: string;
  readonly command: string;
}

// Same groupId and values as the npm2yarn remark plugin, so a choice made here follows the reader into the docs.
export const NPM2YARN_GROUP_ID = 'npm2yarn';

const CREATE_PROJECT: readonly InstallCommand[] = [
  { manager: 'npm', label: 'npm', command: 'npm create baeta@latest' },
  { manager: 'yarn', label: 'Yarn', command: 'yarn create baeta' },
  { manager: 'pnpm', label: 'pnpm', command: 'pnpm create baeta' },
  { manager: 'bun', label: 'Bun', command: 'bun create baeta' },
];

export interface InstallTabsProps {
  readonly commands?: readonly InstallCommand[];
}

export default function InstallTabs({ commands = CREATE_PROJECT }: InstallTabsProps): ReactNode {
  return (
    <Tabs groupId={NPM2YARN_GROUP_ID}>
      {commands.map(({ manager, label, command }) => (
        <TabItem key={manager} value={manager} label={label}>
          <CodeBlock language="bash">{command}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
