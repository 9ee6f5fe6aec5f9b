// What other modules may import from training (see modules/README.md, Fences).

export { recordsRoutes } from './records.routes';
export { roleRequirementsRoutes } from './requirements.routes';
export {
  assertRoleRequirements,
  type RolePair,
  roleRequirementProblems,
} from './requirements.service';
