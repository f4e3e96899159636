import { useQuery } from '@tanstack/react-query'
import { currentUserQuery } from './api/current-user'

// Apart from the query's options, which the entry imports to start the read (issue 15): the entry
// then carries no query observer.
export const useCurrentUser = () => useQuery(currentUserQuery)
