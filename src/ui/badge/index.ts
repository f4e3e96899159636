export { Badge, badgeRecipe, type BadgeProps, type BadgeTone } from './badge'
