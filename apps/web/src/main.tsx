import '@/app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadAnalytics } from '@/lib/analytics';
import { errorService } from '@/lib/error-service';

errorService.install(window);
loadAnalytics();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
