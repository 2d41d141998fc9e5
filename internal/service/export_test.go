package service

import "context"

// CloseOutBatch runs one batch of a vacancy's close-out (closeOutBatch), for the tests that stop a
// close-out between batches or in the middle of one.
func (s *Service) CloseOutBatch(ctx context.Context, vacancyID string, notify bool, limit int) (int, error) {
	v, err := s.Vacancy(ctx, vacancyID)
	if err != nil {
		return 0, err
	}
	return s.closeOutBatch(ctx, v, notify, limit)
}
