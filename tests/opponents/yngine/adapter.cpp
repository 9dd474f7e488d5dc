// yngine behind Plateau's engine protocol: a test opponent for `plateau-arena --b
// 'exec:...'`.
//
// Usage: yngine-adapter [--seconds S | --iterations N] [--memory-mb M]
//   --seconds S     search time per decision (default 0.3, the expert's at --time-scale 0.1)
//   --iterations N  a fixed number of MCTS iterations per decision instead
//   --memory-mb M   the search tree's memory (default 1024)
//
// Commands (one a line, replies `= result` or `? error` and an empty line, an optional
// leading number echoed as `=N`): name, version, list_commands, new yinsh
// [variant=standard|blitz], seat white|black, play <action>, legal, genmove, quit.
// Actions are in Plateau's YINSH notation (`e5`, `e5-e9`, `xc3-c7`, `xe5`, `pass`).
// A bad command changes nothing.
//
// yngine writes debug lines on stdout; they go to stderr here, and the protocol's
// replies to the process's original stdout. Refused commands and a `quit` before the
// game's end are noted on stderr too (`yngine-adapter: ...`), so that a run can be
// checked for them.

#include <yngine/mcts.hpp>

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Yngine::Bitboard;
using Yngine::Move;

// Search limits and memory, from the command line.
struct Settings {
    Yngine::MCTS::SearchLimit limit = 0.3f;
    std::size_t memory_bytes = std::size_t{1024} * 1024 * 1024;
};

// Coordinates. Plateau names a point by its column (a..k) and row (1..11); yngine's
// point index is 11 * y + x. x = 10 - column and y = row - 1 map Plateau's three line
// directions (row +1, column +1, both +1) onto yngine's (y +1, x -1, x -1 and y +1),
// and the 85 points of one board onto the other's.

// The name of yngine's point `index` in Plateau's notation (`e5`).
std::string point_name(uint8_t index) {
    const auto [x, y] = Bitboard::index_to_coords(index);
    return std::string(1, static_cast<char>('a' + (10 - x))) + std::to_string(y + 1);
}

// Plateau's index of a point (column * 11 + row - 1), which orders the ends of a row.
int plateau_index(uint8_t index) {
    const auto [x, y] = Bitboard::index_to_coords(index);
    return (10 - x) * 11 + y;
}

// yngine's index of a point named in Plateau's notation, if it is on the board.
std::optional<uint8_t> parse_point(const std::string& text) {
    if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'k') {
        return std::nullopt;
    }
    const std::string digits = text.substr(1);
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return std::isdigit(c); })) {
        return std::nullopt;
    }
    const int column = text[0] - 'a';
    const int row = std::stoi(digits);
    if (row < 1 || row > 11) {
        return std::nullopt;
    }
    const auto x = static_cast<uint8_t>(10 - column);
    const auto y = static_cast<uint8_t>(row - 1);
    if (!Bitboard::are_coords_in_game(x, y)) {
        return std::nullopt;
    }
    return Bitboard::coords_to_index(x, y);
}

// A row's name: both ends, Plateau's lower index first (`xc3-c7`).
std::string row_name(uint8_t end, uint8_t other_end) {
    if (plateau_index(other_end) < plateau_index(end)) {
        std::swap(end, other_end);
    }
    return "x" + point_name(end) + "-" + point_name(other_end);
}

// yngine's move in Plateau's notation.
std::string move_text(const Move& move) {
    return std::visit(
        Yngine::variant_overloaded{
            [](Yngine::PlaceRingMove m) { return point_name(m.index); },
            [](Yngine::RingMove m) { return point_name(m.from) + "-" + point_name(m.to); },
            [](Yngine::RemoveRowMove m) {
                return row_name(m.from, Bitboard::index_move_direction(m.from, m.direction, 4));
            },
            [](Yngine::RemoveRingMove m) { return "x" + point_name(m.index); },
            [](Yngine::PassMove) { return std::string("pass"); },
        },
        move);
}

// An action in Plateau's notation as `move_text` writes it (lower case, a row's ends
// in order), or nothing if a point is not on the board.
std::optional<std::string> canonical_action(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (text == "pass") {
        return text;
    }
    const bool removal = !text.empty() && text[0] == 'x';
    const std::string body = removal ? text.substr(1) : text;
    const auto dash = body.find('-');
    if (dash == std::string::npos) {
        const auto point = parse_point(body);
        if (!point) {
            return std::nullopt;
        }
        return removal ? "x" + point_name(*point) : point_name(*point);
    }
    const auto from = parse_point(body.substr(0, dash));
    const auto to = parse_point(body.substr(dash + 1));
    if (!from || !to) {
        return std::nullopt;
    }
    return removal ? row_name(*from, *to) : point_name(*from) + "-" + point_name(*to);
}

// One game: yngine's search, which keeps the position and its tree.
class Session {
public:
    explicit Session(const Settings& settings) : settings(settings) { start(2); }

    // `new yinsh [variant=standard|blitz]`.
    std::string new_game(const std::vector<std::string>& args) {
        if (args.empty() || args[0] != "yinsh") {
            throw std::runtime_error("usage: new yinsh [variant=standard|blitz] (yngine plays YINSH only)");
        }
        uint8_t rings_left = 2;
        for (std::size_t i = 1; i < args.size(); i++) {
            if (args[i] == "variant=standard") {
                rings_left = 2;
            } else if (args[i] == "variant=blitz") {
                rings_left = 4;
            } else {
                throw std::runtime_error("unknown option '" + args[i] + "' (variant=standard or variant=blitz)");
            }
        }
        start(rings_left);
        return "";
    }

    // The legal actions, in notation.
    std::vector<std::string> legal() const {
        std::vector<std::string> texts;
        if (over()) {
            return texts;
        }
        Yngine::MoveList moves;
        search->get_board().generate_moves(moves);
        for (std::size_t i = 0; i < moves.get_size(); i++) {
            texts.push_back(move_text(moves[i]));
        }
        return texts;
    }

    // Plays an action given in notation; an action yngine does not list is refused.
    std::string play(const std::string& text) {
        if (over()) {
            throw std::runtime_error("the game is over");
        }
        const auto wanted = canonical_action(text);
        if (!wanted) {
            throw std::runtime_error("'" + text + "' is not an action on the board");
        }
        Yngine::MoveList moves;
        search->get_board().generate_moves(moves);
        for (std::size_t i = 0; i < moves.get_size(); i++) {
            if (move_text(moves[i]) == *wanted) {
                apply(moves[i]);
                return *wanted;
            }
        }
        throw std::runtime_error("illegal action: " + *wanted);
    }

    // Searches, plays and answers yngine's choice.
    std::string genmove() {
        if (over()) {
            throw std::runtime_error("the game is over");
        }
        const Move move = search->search(settings.limit, 1).get();
        const std::string text = move_text(move);
        apply(move);
        return text;
    }

    // Over by yngine's rules, or by two passes in succession (Plateau's ruling).
    bool over() const {
        return passes >= 2 || search->get_board().get_next_action() == Yngine::NextAction::Done;
    }

private:
    void start(uint8_t rings_left) {
        search.reset();
        Yngine::rings_left_at_win = rings_left;
        search = std::make_unique<Yngine::MCTS>(settings.memory_bytes);
        passes = 0;
    }

    void apply(const Move& move) {
        passes = std::holds_alternative<Yngine::PassMove>(move) ? passes + 1 : 0;
        search->apply_move(move);
    }

    Settings settings;
    std::unique_ptr<Yngine::MCTS> search;
    int passes = 0;
};

const char* const COMMANDS[] = {"name", "version", "list_commands", "new", "seat", "play",
                                "legal", "genmove", "quit"};

std::string join(const std::vector<std::string>& words, const char* separator) {
    std::string text;
    for (std::size_t i = 0; i < words.size(); i++) {
        text += (i > 0 ? separator : "") + words[i];
    }
    return text;
}

// Runs one command; throws with the error's text.
std::string run(Session& session, const std::string& command, const std::vector<std::string>& args) {
    const auto no_args = [&] {
        if (!args.empty()) {
            throw std::runtime_error(command + " takes no arguments");
        }
    };
    if (command == "name") {
        no_args();
        return "yngine";
    }
    if (command == "version") {
        no_args();
        return "8ef534f";
    }
    if (command == "list_commands") {
        no_args();
        return join(std::vector<std::string>(std::begin(COMMANDS), std::end(COMMANDS)), "\n");
    }
    if (command == "new") {
        return session.new_game(args);
    }
    if (command == "seat") {
        if (args.size() != 1 || (args[0] != "white" && args[0] != "black")) {
            throw std::runtime_error("usage: seat white|black");
        }
        return "";
    }
    if (command == "play") {
        if (args.size() != 1) {
            throw std::runtime_error("usage: play <action>");
        }
        return session.play(args[0]);
    }
    if (command == "legal") {
        no_args();
        return join(session.legal(), " ");
    }
    if (command == "genmove") {
        no_args();
        return session.genmove();
    }
    if (command == "quit") {
        no_args();
        return "";
    }
    throw std::runtime_error("unknown command '" + command + "' (try list_commands)");
}

Settings parse_settings(int argc, char** argv) {
    Settings settings;
    for (int i = 1; i < argc; i++) {
        const std::string flag = argv[i];
        if (i + 1 >= argc) {
            throw std::runtime_error(flag + " needs a value");
        }
        const std::string value = argv[++i];
        std::size_t used = 0;
        if (flag == "--seconds") {
            const float seconds = std::stof(value, &used);
            if (used != value.size() || !(seconds > 0)) {
                throw std::runtime_error("--seconds takes a number above 0");
            }
            settings.limit = seconds;
        } else if (flag == "--iterations") {
            const int iterations = std::stoi(value, &used);
            if (used != value.size() || iterations < 1) {
                throw std::runtime_error("--iterations takes a whole number above 0");
            }
            settings.limit = iterations;
        } else if (flag == "--memory-mb") {
            const long megabytes = std::stol(value, &used);
            if (used != value.size() || megabytes < 16) {
                throw std::runtime_error("--memory-mb takes a whole number of at least 16");
            }
            settings.memory_bytes = static_cast<std::size_t>(megabytes) * 1024 * 1024;
        } else {
            throw std::runtime_error("unknown option '" + flag + "'");
        }
    }
    return settings;
}

}  // namespace

int main(int argc, char** argv) {
    Settings settings;
    try {
        settings = parse_settings(argc, argv);
    } catch (const std::exception& error) {
        std::cerr << "yngine-adapter: " << error.what()
                  << "\nusage: yngine-adapter [--seconds S | --iterations N] [--memory-mb M]\n";
        return 2;
    }

    // The protocol's stream is the original stdout; yngine's own prints go to stderr.
    const int protocol_fd = dup(STDOUT_FILENO);
    FILE* protocol = protocol_fd >= 0 ? fdopen(protocol_fd, "w") : nullptr;
    if (!protocol || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        std::perror("yngine-adapter: cannot set up its output");
        return 1;
    }

    Session session(settings);
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream words(line.substr(0, line.find('#')));
        std::vector<std::string> tokens;
        for (std::string word; words >> word;) {
            tokens.push_back(word);
        }
        if (tokens.empty()) {
            continue;
        }
        std::string id;
        if (std::all_of(tokens[0].begin(), tokens[0].end(), [](char c) { return std::isdigit(c); })) {
            id = tokens[0];
            tokens.erase(tokens.begin());
        }
        const std::string command = tokens.empty() ? "" : tokens[0];
        const std::vector<std::string> args(tokens.size() > 1 ? tokens.begin() + 1 : tokens.end(), tokens.end());
        std::string reply;
        try {
            const std::string result = run(session, command, args);
            reply = "=" + id + (result.empty() ? "" : " " + result);
        } catch (const std::exception& error) {
            reply = "?" + id + " " + error.what();
            std::cerr << "yngine-adapter: refused '" << line << "': " << error.what() << std::endl;
        }
        if (command == "quit" && !session.over()) {
            std::cerr << "yngine-adapter: quit before the end of the game" << std::endl;
        }
        std::fprintf(protocol, "%s\n\n", reply.c_str());
        std::fflush(protocol);
        if (command == "quit" && reply[0] == '=') {
            break;
        }
    }
    return 0;
}
