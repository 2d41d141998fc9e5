package disclosures

// Asked reports whether a question of a section is asked, given the section's clean answers (a
// follow-up only once its yes/no question is answered as it requires). An unknown section or
// question is never asked.
func (s *Schema) Asked(section, key string, clean map[string]any) bool {
	sec, err := s.section(section)
	if err != nil {
		return false
	}
	q := sec.question(key)
	return q != nil && visible(q, clean)
}
