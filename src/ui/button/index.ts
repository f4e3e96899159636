export { Button, IconButton, type ButtonProps, type IconButtonProps } from './button'
