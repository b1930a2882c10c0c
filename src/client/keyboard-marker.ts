// The spec's keyboard-navigation marker: <body> has the class navigation-with-keyboard from a Tab press until the
// next mouse press. Docusaurus 3.8's theme set it; 3.10's no longer does, so this client module keeps it.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const KEYBOARD_CLASS = 'navigation-with-keyboard';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') document.body.classList.add(KEYBOARD_CLASS);
  });
  document.addEventListener('mousedown', () => document.body.classList.remove(KEYBOARD_CLASS));
}
