// The demo's entry: defines the Formwright elements, styles the page, and starts the app on the shared
// session of this server and tenant.
import '../elements/index';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellProvider, shellStyles } from '../src/shell';
import { getSession } from '../src/store/session';
import { App } from './app';
import { demoConfig } from './config';
import { demoStyles } from './demo.styles';

const style = document.createElement('style');
style.textContent = `${shellStyles}\n${demoStyles}`;
document.head.append(style);

const container = document.getElementById('app');
if (!container) throw new Error('The demo page has no #app element');
createRoot(container).render(
  <StrictMode>
    <ShellProvider session={getSession(demoConfig.serviceUrl, demoConfig.tenant)} appName={demoConfig.title}>
      <App />
    </ShellProvider>
  </StrictMode>,
);
