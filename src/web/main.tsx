import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startBrowserAnalytics } from './analytics';
import { startInspector } from './inspector';
import { createAppRouter } from './router';
import { dropStaticHead } from './staticHead';
import { ThemeProvider } from './themeActor';

async function boot(): Promise<void> {
  // Before any actor exists, so the inspector (dev only, opt-in) sees them all from the start.
  await startInspector();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  dropStaticHead(document.head);
  const router = createAppRouter();
  startBrowserAnalytics(router);
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider>
        <App router={router} />
      </ThemeProvider>
    </StrictMode>,
  );
}

void boot();
