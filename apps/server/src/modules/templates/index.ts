/**
 * Templates (issue 42): images with a start command, variables, ports and a data disk; what a
 * rental made from one runs.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { launchPortsOf, machineLaunchOf, recordInstanceLaunch } from './template-launch.service';
export {
  findTemplate,
  insertTemplate,
  type TemplateRow,
  type TemplateWithImage,
} from './templates.repository';
export { templatesRoutes } from './templates.routes';
export { mayUseTemplate, usableTemplate } from './templates.service';
