export { ClientMainPage } from './ClientMainPage';
export { AgentMainPage } from './AgentMainPage';
