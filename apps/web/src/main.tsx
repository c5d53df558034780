import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import './app/global.css';

createRoot(document.getElementById('root')!).render(<AppRoot />);
