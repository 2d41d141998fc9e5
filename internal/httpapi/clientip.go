package httpapi

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// clientIP is the address of the client: the peer's address, unless the peer is a trusted proxy
// (TRUSTED_PROXIES); then X-Forwarded-For (every line of it, in order) is read from the right,
// skipping trusted proxies, and the first untrusted address is the client. Untrusted peers
// cannot spoof it.
func (s *Server) clientIP(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}
	}
	ip = ip.Unmap()
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0 && s.trusted(ip); i-- {
		next, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break
		}
		ip = next.Unmap()
	}
	return ip
}

func (s *Server) trusted(ip netip.Addr) bool {
	for _, p := range s.cfg.TrustedProxies {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}
