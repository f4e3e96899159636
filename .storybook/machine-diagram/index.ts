export { MachineDiagram, type MachineDiagramProps } from './machine-diagram'
