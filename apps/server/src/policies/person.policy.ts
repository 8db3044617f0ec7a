/** Another user as a person (their name, their profile picture), apart from any one baby. */
export interface PersonFacts {
  id: number;
  /** Whether the viewer and this person are in one baby's family. */
  sharesAFamily: boolean;
}

/**
 * A person is seen by themselves and by the people they share a baby's family
 * with; to anyone else they do not exist (404). Seeing them is all there is.
 */
export const personPolicy = {
  see: (viewer: { userId: number }, person: PersonFacts) => person.id === viewer.userId || person.sharesAFamily,
  can: (_viewer: { userId: number }, _action: 'view_picture', _person: PersonFacts) => true,
};
