/**
 * Home state (spec §3): the guide version shown to the user (default 2) and the to-do type the home
 * page starts on (default the logbook 2.0 type). `useModel('home')`.
 */
import { DEFAULT_GUIDE_VERSION, DEFAULT_TODO_TYPE } from '@/constants';
import { useState } from 'react';

export default function useHomeModel() {
  const [guideVersion, setGuideVersion] = useState<number>(DEFAULT_GUIDE_VERSION);
  const [todoType, setTodoType] = useState<string>(DEFAULT_TODO_TYPE);
  return { guideVersion, setGuideVersion, todoType, setTodoType };
}
