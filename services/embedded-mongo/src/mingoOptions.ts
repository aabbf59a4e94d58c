// The options mingo's queries, pipelines and updates take: one name for every module that builds or passes them on.
import type { Query } from 'mingo';

export type MingoOptions = NonNullable<ConstructorParameters<typeof Query>[1]>;
