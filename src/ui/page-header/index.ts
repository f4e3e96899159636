export { EyebrowPlaceholder, PageHeader, type PageHeaderProps } from './page-header'
