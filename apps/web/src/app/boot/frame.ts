// A step of the app's start (main.tsx): the site's frame, which the route table renders around every
// page, evaluated in a task of its own before the table itself.

export { PageSpinner } from '../../shared/ui/PageSpinner';
export { RouteErrorPage } from '../../shared/ui/RouteErrorPage';
export { PublicLayout } from '../layouts/PublicLayout';
export { RootLayout } from '../layouts/RootLayout';
