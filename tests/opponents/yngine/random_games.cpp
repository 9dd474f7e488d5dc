// Uniformly random complete YINSH games per second on one core with yngine's own rules
// (BoardState::generate_moves and apply_move, from the empty board), to set beside
// `cargo bench -p plateau-rules --bench random_games -- yinsh`, which it mirrors: 1,000
// games to warm up, then five one-second runs and their median.
//
// Every decision is drawn with yngine's MoveList::get_random. Two passes in succession
// end a game, as in Plateau's rules (yngine alone would pass for ever).

#include <yngine/board_state.hpp>

#include <XoshiroCpp.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace {

// Plays one random game from the empty board and returns how many decisions it took.
long random_game(XoshiroCpp::Xoshiro256StarStar& prng, Yngine::MoveList& moves) {
    Yngine::BoardState board;
    long decisions = 0;
    int passes = 0;
    while (board.get_next_action() != Yngine::NextAction::Done && passes < 2) {
        moves.reset();
        board.generate_moves(moves);
        const Yngine::Move move = moves.get_random(prng);
        passes = std::holds_alternative<Yngine::PassMove>(move) ? passes + 1 : 0;
        board.apply_move(move);
        decisions++;
    }
    return decisions;
}

}  // namespace

int main() {
    XoshiroCpp::Xoshiro256StarStar prng{2026};
    Yngine::MoveList moves;
    for (int i = 0; i < 1000; i++) {
        random_game(prng, moves);
    }
    std::vector<double> rates;
    for (int run = 1; run <= 5; run++) {
        const auto begin = std::chrono::steady_clock::now();
        long games = 0;
        long decisions = 0;
        double seconds = 0;
        while (seconds < 1.0) {
            for (int i = 0; i < 10; i++) {
                decisions += random_game(prng, moves);
            }
            games += 10;
            seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        }
        const double rate = games / seconds;
        std::printf("yngine run %d: %ld games in %.2f s = %.0f games/s (%.1f actions per game)\n", run,
                    games, seconds, rate, static_cast<double>(decisions) / games);
        rates.push_back(rate);
    }
    std::sort(rates.begin(), rates.end());
    std::printf("yngine random games per second (median of 5): %.0f\n", rates[2]);
    return 0;
}
